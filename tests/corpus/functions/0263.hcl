r = format("%s", [1])
