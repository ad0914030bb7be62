r    =  regex (")","aaa")  
