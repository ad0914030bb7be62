r =regex ("[[:alpha:]",    "aaa")
