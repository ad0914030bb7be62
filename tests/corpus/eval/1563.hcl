r = tolist(toset([ceil(tiny), -6.02e+23]))
