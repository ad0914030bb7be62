r = 6.02e+23 < n ? range() : null
