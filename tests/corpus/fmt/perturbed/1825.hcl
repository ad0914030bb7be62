r =  [nums[1], floor(fl ?big  :  -1),  try(obj.nope, (-2.5))][2]
