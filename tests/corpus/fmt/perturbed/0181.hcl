terraform{
  source    =  "test"  
}
