r =    format("%s")

