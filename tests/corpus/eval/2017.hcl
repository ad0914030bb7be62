r = [abs(-2.5 + 6.02e+23), element(n[*], 1), max(strlen(objs.*.size), abs(2.5e-3), nums[0], max(zero, deep.a.b.c.d[0]))][0]
