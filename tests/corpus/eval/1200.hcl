r = sort(distinct([1e3 % f, (deep.a.b.c.d[0]), length(nums)]))
