r = regexall("\\p{Ll}", "aZ1 αλ中\u0600\u00ad")
