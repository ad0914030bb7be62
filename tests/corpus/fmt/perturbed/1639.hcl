inputs    =  {
  input    = "hello"
}
