r = merge(jsondecode("{\"a\": 1, \"b\": [true, null]}"), {
  ("${n}") = null,
  null : "plain"
})
