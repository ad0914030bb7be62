r = coalescelist(nums, tolist(strs), [1, 2, 3])
