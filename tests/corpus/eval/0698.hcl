r = concat(nul[*], range(5, 0, -2))
