terraform    {
 source  =    "."
}
  
