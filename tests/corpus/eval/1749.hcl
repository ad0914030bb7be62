r = {
  for_x : null
}
