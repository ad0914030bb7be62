r = chunklist(nums, -1)
