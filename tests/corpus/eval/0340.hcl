r = 1 < nul
