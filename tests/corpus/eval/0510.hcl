r = hasindex(n, 0) ? deep.a.b.c.d[1].e : nums[4]
