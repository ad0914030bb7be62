r = join("17", ["a", "b"])
