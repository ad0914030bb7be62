x {
  a { b = 1 }
  c {}
}
