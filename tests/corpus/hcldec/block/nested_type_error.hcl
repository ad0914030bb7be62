must {
  x = "nah"
}
