r = false && nul.x
