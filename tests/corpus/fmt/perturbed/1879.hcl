r =  zero >  3    ? formatlist("%s!", ["x",  "y"],strs) :    regexall("\\d+",    s )
