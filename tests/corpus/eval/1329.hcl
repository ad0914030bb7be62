r = max(deep.a.b.c.d[0], nums[0], tiny, n)
