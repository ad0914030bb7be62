r = nul ? 1 : 2
