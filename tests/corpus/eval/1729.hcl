r = [-1000000, max(nums.2, obj.port, deep.a.b.c.d[0], 1)]
