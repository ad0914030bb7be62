r = tolist(toset([for x in [join("-", words), smap.a] : "${x}!"]))
