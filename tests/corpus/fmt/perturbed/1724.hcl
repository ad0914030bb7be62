r =    ceil(7)

