r    = [nums  [2],true? nums[4]  :    42,  element([1,2,    3], 7)][1  ]
