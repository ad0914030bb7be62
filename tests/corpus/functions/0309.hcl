r = formatlist("%s", [null])
