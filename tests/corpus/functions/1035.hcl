r = trimprefix(null, "a")
