terraform  {

  source    =  "/dev/null"
}
