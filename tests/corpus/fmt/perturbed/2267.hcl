r    =    chomp ("hello")  
