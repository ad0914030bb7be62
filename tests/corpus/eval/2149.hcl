r = 7 % 7 != length(objs[*].size)
