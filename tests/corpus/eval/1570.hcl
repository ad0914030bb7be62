r = t || 1 < nul
