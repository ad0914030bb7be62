r    =  regex("(?","aaa")
