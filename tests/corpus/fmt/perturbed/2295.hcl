r=  contains(nums,  [1,    2,    3])
