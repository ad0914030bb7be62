r = trimsuffix("  x  ", u)
