item {}
free {
  v = 1
}
free {
  v = "x"
}
free {
  v = [true]
}
