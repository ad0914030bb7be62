r = concat(formatlist("%s=%s", words), [for x in ["x", "y"] : x if x != "b"])[0]
