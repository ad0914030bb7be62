r = formatlist("%s!", keys(smap))
