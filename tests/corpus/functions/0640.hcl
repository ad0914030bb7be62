r = regex("  x  ", null)
