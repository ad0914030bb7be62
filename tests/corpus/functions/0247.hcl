r = format("%v", [1, 2])
