r = try(nums[1.5], 0.1) < 1E2 * 100
