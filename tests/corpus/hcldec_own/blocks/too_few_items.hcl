needed {
  w = "x"
}
