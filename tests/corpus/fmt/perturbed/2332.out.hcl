r = formatlist("%s=%s", ["a"], ["1", "2"])
