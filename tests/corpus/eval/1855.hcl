r = true || contains(distinct(objs[*].size), parseint("777", 8))
