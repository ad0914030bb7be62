r=regex("\\Z",    "aaa")
