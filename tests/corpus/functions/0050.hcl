r = chomp([])
