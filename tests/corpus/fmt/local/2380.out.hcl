r = { alpha = 1, b = alpha }
