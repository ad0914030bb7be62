r = format("%x %X %o %b", 255, 255, 8, 5)
