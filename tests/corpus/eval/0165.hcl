r = sort(formatlist("%s=%s", keys(smap)))
