r = 3 + element([{ a = 1 }, { a = 2 }][*].a, n)
