r = true ? f : n * parseint("-101", 16) != nums[2]
