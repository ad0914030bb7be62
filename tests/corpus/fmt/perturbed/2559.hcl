r= regex("a{",    "aaa")
