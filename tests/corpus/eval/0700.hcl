r = tolist(toset(nul[*][0]))
