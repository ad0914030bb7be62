r = formatlist("%s!", formatlist("%s", obj), strs)
