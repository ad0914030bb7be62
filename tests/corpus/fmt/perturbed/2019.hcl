r    =split("",    chomp("plain"))
