r = try(unknown_var, zero) >= try(nums[1.5], f)
