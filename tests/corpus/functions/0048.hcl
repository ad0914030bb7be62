r = chomp(null)
