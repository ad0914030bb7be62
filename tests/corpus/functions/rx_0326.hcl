r = regexall("\\_+", "__")
