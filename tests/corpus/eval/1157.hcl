r = formatlist("%s=%s", values(smap), strs)
