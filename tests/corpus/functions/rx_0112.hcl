r = regex("(a{2}|b{600}){2}", "aaa")
