req = "x"
ob  = { x = 1 }
