r = formatlist("17", smap, false)
