x = formatlist("%999999999s", ["a", "b"])
