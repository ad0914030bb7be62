r = strs == nofunc() ? regexall("\\d+", "a1b22c333") : true ? strs : ["x", "y"]
