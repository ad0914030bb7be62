r = floor(-0.0001)
