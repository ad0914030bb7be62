r = nul == {
  ("${n}") = t && true
  "k-1"    = null
  "quoted key" : null
}
