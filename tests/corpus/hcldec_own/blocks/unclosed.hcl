needed {
  w = "x"
