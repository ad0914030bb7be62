r = hasindex("hello", 0)
