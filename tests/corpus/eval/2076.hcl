r = try(nums[*] + 1, -nums[4])
