r = tiny != 3
