real {
  x = 1
}
