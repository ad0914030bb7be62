r = chunklist(nums, 3)
