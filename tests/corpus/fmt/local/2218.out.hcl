r = min(neg, 2.5e-3, nums.2) != "1" + zero ? [{ a = 1 }, { a = 2 }][*].a : null
