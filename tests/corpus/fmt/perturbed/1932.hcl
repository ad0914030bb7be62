r  =  range(3)  
