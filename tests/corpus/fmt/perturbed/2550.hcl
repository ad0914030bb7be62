r  =  regex("a{2}{3}","aaa")
