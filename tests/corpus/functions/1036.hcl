r = trimprefix("a", null)
