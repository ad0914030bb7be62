r =  regex("?","aaa")
