r = regexall("\\p{Chorasmian}", "aZ1 αλ中\u0600\u00ad")
