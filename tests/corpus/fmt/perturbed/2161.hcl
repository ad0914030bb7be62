r  =  [6.02e+23,    0.1, nullobj.b]  [2]>nullobj.b+nums[0]
