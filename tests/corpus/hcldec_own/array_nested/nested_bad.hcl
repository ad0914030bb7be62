inner {
  q {
    r = "x"
  }
  q {
    s = 1
  }
}
