r = chomp("ff")
