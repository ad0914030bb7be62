r  =  regexall("\\012",    "a\nb")
