r=    tolist(toset(regexall("\\d+","a1b22c333")))
