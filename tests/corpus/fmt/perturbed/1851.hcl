r    = split("","")
