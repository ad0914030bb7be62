r = nul || nul
