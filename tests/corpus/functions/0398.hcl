r = jsondecode("{\"a\": 1, \"a\": 2}")
