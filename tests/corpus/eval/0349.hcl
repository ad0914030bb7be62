r = {
  null : null,
  "k-1" : [][0]
}
