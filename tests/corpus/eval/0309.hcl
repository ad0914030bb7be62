r = [neg, element([1, 2, 3], 1) * 0.5 + -2.5 * min(element(objs[*].size, 7), zero / 7, (deep.a.b.c.d[0]), parseint("zz", 2)), nums[1]]
