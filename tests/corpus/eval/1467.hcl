r = deep.a == {} ? smap.a == obj.tags.env : jsondecode("{\"a\": 1, \"b\": [true, null]}")
