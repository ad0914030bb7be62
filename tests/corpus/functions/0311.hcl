r = formatlist("%s", toset(["b", "a"]))
