r = chunklist(distinct(nums), 0)
