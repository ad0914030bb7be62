r = element([{ a = 1 }, { a = 2 }][*].a, 1)
