item {}
free {
  v = 1
}
free {
  v = { a = 1 }
}
