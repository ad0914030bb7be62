item {
  v = 1
}
item {
  v = [1]
}
