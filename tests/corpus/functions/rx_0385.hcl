r = regexall("\\p{Pf}", "aZ1 αλ中\u0600\u00ad")
