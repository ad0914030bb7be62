r = split("", numstr)
