r = nul[*][0]
