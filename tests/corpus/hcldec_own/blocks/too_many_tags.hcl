needed {
  w = "x"
}
item {
  name = "a"
}
tag {
  v = "a"
}
tag {
  v = "b"
}
tag {
  v = "c"
}
