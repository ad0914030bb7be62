r = strs[0].x != format("%q %%", 100, fl)
