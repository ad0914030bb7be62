a {
  b {
  {x}}{y}
  z
  }
}
w
