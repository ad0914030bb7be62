a = 1
b {
  c = 2
}
d = 3
e {
}
