r = {
  "quoted key" : 2,
  ("${n}") = null,
  "k-2" : null
}
