r = element(reverse(nums), 1)
