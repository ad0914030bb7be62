r = try(pow("a", 2), try(nums[-1], 12345678901234567890)) <= (element(nums, n))
