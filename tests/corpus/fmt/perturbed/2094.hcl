r =    42 +  nums[0] %7
