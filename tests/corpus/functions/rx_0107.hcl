r = regex_replace("aaa", "((a{10}){10}){11}", "x")
