r = chomp("hello")
