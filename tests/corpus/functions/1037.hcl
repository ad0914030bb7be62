r = trimprefix("a")
