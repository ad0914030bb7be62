r = !s
