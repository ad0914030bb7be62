r = max(min(obj.port, nums[0], 1e3, 1E2), -nums[4]) / n
