free {
  v = 1
}
