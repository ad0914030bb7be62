r = try(nums[10], nullobj.b % 2) != [try(nums["a"], big), f % 3, "1" + -2.5][1]
