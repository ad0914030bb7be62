r = chomp()
