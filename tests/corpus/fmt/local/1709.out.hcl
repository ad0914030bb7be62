r = [for x in [{ a = 1 }, { a = 2 }][*].a : -x]
