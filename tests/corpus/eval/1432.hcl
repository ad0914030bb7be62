r = formatlist("%s=%s", formatlist("%s", obj), strs)
