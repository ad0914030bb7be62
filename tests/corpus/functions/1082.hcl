r = try(nums...)
