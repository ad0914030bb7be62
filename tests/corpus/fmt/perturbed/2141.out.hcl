r = contains(flatten([nums, [7, [8]]]), nums.2 / f)
