r = nul[*]
