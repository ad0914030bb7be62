r = formatlist("%s=%s", distinct(concat(values(smap), strs)), strs)
