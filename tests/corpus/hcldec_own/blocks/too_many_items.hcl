needed {
  w = "x"
}
item {
  name = "a"
}
item {
  name = "b"
}
item {
  name = "c"
}
item {
  name = "d"
}
