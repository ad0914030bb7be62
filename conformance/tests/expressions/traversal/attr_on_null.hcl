a = nul.x
