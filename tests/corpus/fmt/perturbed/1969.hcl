r  =    fl    ||nul
