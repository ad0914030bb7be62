resource a x {
  size = 2
}
