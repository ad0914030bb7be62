r = ["${nul}", chomp("")]
