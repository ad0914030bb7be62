r =format("%5d|%-5d|", 1, 2)
