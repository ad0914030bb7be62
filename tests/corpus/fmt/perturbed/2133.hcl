r= split("-", substr(trimprefix( objs[0] .name,"he"),  1,    -1))
