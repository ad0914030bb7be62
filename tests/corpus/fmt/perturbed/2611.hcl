r  = regexall("\\pN+",    "ab123cd")
