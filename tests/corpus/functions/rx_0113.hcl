r = regex_replace("aaa", "(a{2}|b{600}){2}", "x")
