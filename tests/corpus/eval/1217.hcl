r = int(try(nums.9, length([1, 2, 3])))
