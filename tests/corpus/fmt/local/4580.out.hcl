a = { x ? y : z = 1 }
