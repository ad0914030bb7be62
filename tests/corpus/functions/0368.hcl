r = join("", ["a", "b"])
