r=  regex("\\xg",    "aaa")
