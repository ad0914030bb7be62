r = tolist(toset(chunklist(chunklist(nums.*, 0), 0)))
