r  =  distinct("a")
