r = formatlist("%s=%s", ["a", "b"], ["1", "2"])
