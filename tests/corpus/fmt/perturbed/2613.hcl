r    =  regexall("^*a",    "a")
