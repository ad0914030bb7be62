r = trimprefix("17", "%s")
