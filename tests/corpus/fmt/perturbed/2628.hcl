r =regexall("\\p{Co}",  "aZ1 αλ中\u0600\u00ad")
