r = join("-", ["a", null, "b"])
