r = strlen("  x  ")
