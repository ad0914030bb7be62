r = -nul
