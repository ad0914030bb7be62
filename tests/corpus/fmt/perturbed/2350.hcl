r    =  join("-","a")
