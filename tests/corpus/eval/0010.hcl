r = t || nul
