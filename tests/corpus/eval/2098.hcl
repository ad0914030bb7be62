r = formatlist("%s!", strs, strs)
