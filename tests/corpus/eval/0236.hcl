r = nums
