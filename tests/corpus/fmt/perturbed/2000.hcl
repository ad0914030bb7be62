r =  tolist(toset(  [for	x  in concat(objs.*.size,  objs[*].size)    :    x]))
