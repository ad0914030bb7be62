r=  regex("\\X",    "aaa")
