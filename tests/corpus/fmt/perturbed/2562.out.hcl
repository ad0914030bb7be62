r = regex("(a{500}){3}", "aaa")
