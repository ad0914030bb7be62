r = fl ? nums[10] : 1
