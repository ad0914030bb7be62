b	xൎ{
  c =  d
}
