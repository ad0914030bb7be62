r = slice(setproduct(), 0, 1)
