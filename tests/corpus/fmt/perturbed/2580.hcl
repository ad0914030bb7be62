r  =  regex("\\pX",  "aaa")
