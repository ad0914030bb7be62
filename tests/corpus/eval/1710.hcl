r = concat(range(1, 10, 3), nums)
