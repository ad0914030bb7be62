r = jsondecode("{\"b\": [], \"a\": {}}")
