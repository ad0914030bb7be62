r = regex("[[:alpha:]", "aaa")
