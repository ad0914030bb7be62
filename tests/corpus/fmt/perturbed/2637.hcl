r=    regexall("\\p{Khitan_Small_Script}","aZ1 αλ中\u0600\u00ad")
