r = replace(s, "l")
