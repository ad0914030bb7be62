r    =  regex("^$", "")
