r  =    regexall("a{2}?",  "aaa")  
