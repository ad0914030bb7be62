a = fünc(1)
