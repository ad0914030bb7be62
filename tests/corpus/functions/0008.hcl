r = abs("-3")
