r = fl && nums[7] > 1
