r =  regexall("true",s)
