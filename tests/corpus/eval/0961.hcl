r = nums[7] > 1 ? nums[4] - 10 : "a"
