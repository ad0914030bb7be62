r = try(neg / zero, 2) - [007, big, nums[4]][1]
