r = chomp("hello\r\n")
