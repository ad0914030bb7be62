r = chomp("\n")
