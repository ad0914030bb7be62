r= regex("a{2}*","aaa")
