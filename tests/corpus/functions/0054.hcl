r = chomp("  x  ")
