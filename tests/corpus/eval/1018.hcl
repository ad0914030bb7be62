r = false ? "3.5" : "$${lit} %%{lit}"
