r =  10==    element( objs.*.size,    n)
