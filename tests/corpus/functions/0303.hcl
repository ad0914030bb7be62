r = formatlist("%s-%s", ["a", "b"], "x")
