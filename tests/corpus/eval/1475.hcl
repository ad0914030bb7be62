r = nul + 1
