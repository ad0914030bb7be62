r = {(nul) = 1}
