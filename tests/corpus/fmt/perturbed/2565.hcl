r    =  regex("\\",  "aaa")
