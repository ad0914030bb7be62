r  =  t  ?  null  : 1
