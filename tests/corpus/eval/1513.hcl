r = 1 < nul || t
