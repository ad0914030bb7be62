must {
  y = 1
}
