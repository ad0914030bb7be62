r = chunklist(chunklist(nums, -1), 0)
