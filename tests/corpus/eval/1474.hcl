r = format("%q %%", nums[4], !(contains(slice(keys(smap), 0, 1), nums[0])))
