r = nums[*] + 1
