o {
  v = .*[
    a
  ]
}
b
