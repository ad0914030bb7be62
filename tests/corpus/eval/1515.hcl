r = formatlist("%s!", regexall("\\d+", u))
