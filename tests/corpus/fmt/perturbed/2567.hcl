r    =  regex("\\G", "aaa")
