r=  join("-",  regexall("[a-z]",  s))
