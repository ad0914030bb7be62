r = chomp("hello\n\n")
