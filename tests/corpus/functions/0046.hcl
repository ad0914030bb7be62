r = chomp("")
