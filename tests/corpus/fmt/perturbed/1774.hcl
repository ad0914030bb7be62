r  = t  
