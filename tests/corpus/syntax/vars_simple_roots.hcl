a = x + y + z
