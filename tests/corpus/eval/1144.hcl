r = !t
