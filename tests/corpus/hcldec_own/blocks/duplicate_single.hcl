needed {
  w = "x"
}
item {
  name = "a"
}
single {
  v = 1
}
single {
  v = 2
}
