r = formatlist("%s=%s", slice(values(smap), 0, 1))
