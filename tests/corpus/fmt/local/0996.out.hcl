r = { for x in concat(tolist(toset(formatlist("%s=%s", values(smap)))), [for i, x in regexall("\\d+", u) : "${x}!"]) : x => x... }
