r    = regexall("[[:alpha:]]+",  "ab1")
