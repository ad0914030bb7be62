r = formatlist("%s", null)
