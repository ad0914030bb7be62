r = max(-1)
