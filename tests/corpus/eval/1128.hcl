r = formatlist("%s!", regexall("\\d+", "a1b22c333"))
