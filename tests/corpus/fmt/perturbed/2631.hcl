r=    regexall("\\p{Nd}",  "aZ1 αλ中\u0600\u00ad")
