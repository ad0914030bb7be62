r = nums.2 >    0 ?slice(["x","y"],  1  ,2) : slice(strs,0 ,1)

