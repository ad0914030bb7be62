r = nums < 3 ? sort(["${- 2.5}", title("HeLLo"), title(s)]) : jsondecode("{\"a\": 1, \"b\": [true, null]}")
