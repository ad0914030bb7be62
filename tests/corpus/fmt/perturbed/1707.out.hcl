r = 3.25 > nums[0] && words[2] == "a"
