r = fl ? f : 10 != element(nums, n)
