r = nul.x
