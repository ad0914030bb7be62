café    = 1
naïve_x = 2
