r    =  nums.0
