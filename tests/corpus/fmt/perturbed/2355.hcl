r  =    jsondecode("[1,]")  
