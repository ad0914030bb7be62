r = floor(-1.5)
