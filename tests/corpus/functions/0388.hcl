r = jsondecode("{\"a\": 1}")
