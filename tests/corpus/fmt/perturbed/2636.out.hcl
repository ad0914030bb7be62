r = regexall("\\p{Arabic}", "aZ1 αλ中\u0600\u00ad")
