r = trimspace(format("%t %s", ["x", "y"][0], try(pow("a", 2), nums[0])))
