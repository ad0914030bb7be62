r = chomp(1)
