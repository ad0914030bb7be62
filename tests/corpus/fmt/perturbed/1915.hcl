r= reverse(chunklist  ([length(obj),    nums[1], 3.25],2))
