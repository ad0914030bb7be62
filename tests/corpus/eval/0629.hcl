r = chunklist(sort(chunklist(nums, -1)), 2)
