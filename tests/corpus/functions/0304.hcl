r = formatlist("%s", [])
