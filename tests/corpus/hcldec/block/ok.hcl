must {
  x = true
}
single {
  v = 1
  inner {
    w = "a"
  }
}
