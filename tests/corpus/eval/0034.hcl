r = true || nul.x
