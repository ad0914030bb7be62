r = try(nums[10], length(keys(deep.a)))
