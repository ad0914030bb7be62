r = formatlist("%s", obj)
