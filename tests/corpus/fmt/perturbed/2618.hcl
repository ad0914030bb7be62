r=    regexall("\\_+", "__")
