r = !(true) ? [spaced, "  spaced  ", smap["b"]] : jsondecode("{\"a\": 1, \"b\": [true, null]}")
