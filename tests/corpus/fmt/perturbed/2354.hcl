r  =  jsondecode("{")  
