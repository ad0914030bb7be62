r = regex("(?:a{2}){501}", "aaa")
