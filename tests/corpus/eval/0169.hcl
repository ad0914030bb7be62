r = !nul
