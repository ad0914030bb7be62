r = format("%t %s", "1" + (6.02e+23) - length([]), parseint("777", 8) != parseint("777", 8) ? nul == [] : tobool(null))
