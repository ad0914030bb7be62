r = -s
