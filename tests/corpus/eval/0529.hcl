r = concat([for i, x in chunklist(objs.*.size, 2) : x if x % 2 == 0], [-(42), ceil(6.02e+23)])
