r = format("%v|%v", "a", try(nums[1.5], 100 / 3))
