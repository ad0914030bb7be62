r = jsondecode("{\"a\": 1, \"b\": [true, null]}")
