r = formatlist("%s=%s", t && fl ? tolist(toset(objs.*.name)) : regexall("\\d+", "a1b22c333"))
