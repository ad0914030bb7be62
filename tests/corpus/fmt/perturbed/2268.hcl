r=  chomp(1)
