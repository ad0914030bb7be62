r = hasindex("abc", 0)
