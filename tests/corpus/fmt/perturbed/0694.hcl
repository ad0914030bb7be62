inputs    ={
  platform  =get_platform()
}
