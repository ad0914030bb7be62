r =  join(", ",[for	x  in concat (objs[*].name  ,    objs[*].name)  : upper(x) if	x !=    "b"])
