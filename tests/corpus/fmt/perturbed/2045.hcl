r  = !( t) ?    flatten([ [],[]])  :concat (objs.*.name ,  [])
