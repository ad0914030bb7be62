a = x | y
