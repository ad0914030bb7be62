r= strlen("  x  ")
