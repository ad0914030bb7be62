r = chomp("a\nb\n")
