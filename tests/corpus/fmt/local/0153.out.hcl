r = { (nums) = 1 }
