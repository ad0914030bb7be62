r = format("true", "", "  x  ", 2.5, ["a", "b"])
