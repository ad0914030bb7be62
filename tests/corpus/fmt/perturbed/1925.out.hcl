r = contains(concat(concat(t ? nums : keys(smap), sort(objs[*].size)), concat([for x in objs.*.size : x * 2 if x % 2 == 0], tolist(toset(nested[0])))), element([1, 2, 3], 7) - 3 - 0.5 % 7)
