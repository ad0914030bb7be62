r = ceil(big)
