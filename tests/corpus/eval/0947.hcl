r = -f
