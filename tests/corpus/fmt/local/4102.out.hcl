req = "x"
ob  = { x = 1, y = [], z = 3 }
