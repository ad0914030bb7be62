r = regexall("^*a", "a")
