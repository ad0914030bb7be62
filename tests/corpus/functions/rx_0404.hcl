r = regexall("\\p{Dives_Akuru}", "aZ1 αλ中\u0600\u00ad")
