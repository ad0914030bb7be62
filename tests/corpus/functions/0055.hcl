r = chomp("1e3")
