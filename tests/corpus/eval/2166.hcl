r = element(range(0), 7) * try(nums[1.5], nums[2])
