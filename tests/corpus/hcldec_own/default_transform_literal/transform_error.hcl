c = [1]
x {
  v = "nope"
}
