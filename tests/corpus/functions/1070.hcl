r = try(nums[10], obj.nope)
