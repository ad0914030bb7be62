must =  {  x =true}
