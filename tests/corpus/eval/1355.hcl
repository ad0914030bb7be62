r = concat(slice(nums, 3, 1), split("-", format("%05.1f:%s", "true", deep.a.b.c.d[0])))
