r = !n
