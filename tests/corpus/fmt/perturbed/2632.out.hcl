r = regexall("\\p{Pc}", "aZ1 αλ中\u0600\u00ad")

