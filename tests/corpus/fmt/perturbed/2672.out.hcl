needed {
  w {
  }
}
item {
  name = "a"
}
