inputs = {
  ver = values.ver
}