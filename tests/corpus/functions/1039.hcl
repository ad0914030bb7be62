r = trimprefix("a,b,c", "true")
