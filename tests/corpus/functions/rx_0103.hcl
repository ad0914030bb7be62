r = regex_replace("aaa", "(a{500}){3}", "x")
