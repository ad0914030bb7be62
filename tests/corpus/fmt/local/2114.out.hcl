r = concat([{ a = 1 }, { a = 2 }][*].a, tolist(toset(objs.*.size)))
