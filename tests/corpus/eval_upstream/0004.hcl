r = true || nul
