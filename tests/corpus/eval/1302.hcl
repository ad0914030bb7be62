r = t || fl ? {
  ("${n}") = 0.1
} : jsondecode("{\"a\": 1, \"b\": [true, null]}")
