r = min(max(nums[0], 2.5e-3, 1E2, 1E2))
