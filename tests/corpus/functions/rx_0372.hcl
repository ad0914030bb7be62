r = regexall("\\p{Lu}", "aZ1 αλ中\u0600\u00ad")
