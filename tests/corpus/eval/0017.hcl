r = nul[*][*]
