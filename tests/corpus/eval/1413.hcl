r = split("", chomp("plain"))
