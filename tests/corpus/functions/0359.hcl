r = int(big)
