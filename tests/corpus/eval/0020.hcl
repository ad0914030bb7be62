r = fl || nums[9]
