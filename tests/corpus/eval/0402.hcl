r = t || false || 1.5 < 6.02e+23
