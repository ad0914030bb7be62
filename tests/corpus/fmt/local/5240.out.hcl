a    = 1
nmae = 2
