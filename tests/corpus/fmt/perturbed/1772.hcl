r  =  false
