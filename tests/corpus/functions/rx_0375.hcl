r = regexall("\\p{Me}", "aZ1 αλ中\u0600\u00ad")
