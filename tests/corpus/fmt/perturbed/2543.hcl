r=  regex("[a-\\d]",    "aaa")
