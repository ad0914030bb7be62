r = parseint("-101", 16) + true ? nums[4] : 1.5
