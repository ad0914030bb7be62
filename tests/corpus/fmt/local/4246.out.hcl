a  = "given"
b2 = 7
c  = ["first", "second"]
x {
  v = 1
}
x {
  v = 2
}
