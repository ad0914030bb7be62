r = chomp("hello\n")
