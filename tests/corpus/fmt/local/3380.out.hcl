r = toset([{ a = 1 }, { a = 1 }])
