r = try(nums["1"] + nums[true], t || "yes" || false ? (42) : 3)
