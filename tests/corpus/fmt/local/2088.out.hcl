r = tolist(toset(concat([{ a = 1 }, { a = 2 }][*].a, distinct([1, 2, 3]))))
