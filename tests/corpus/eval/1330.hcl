r = {
  for_x = f
  null : false
}
