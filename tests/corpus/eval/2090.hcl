r = split("", chomp(numstr))[0]
