café  = 1
naïve = 2
