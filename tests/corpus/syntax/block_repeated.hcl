x {
}
x {
}
x {
  a = 1
}
