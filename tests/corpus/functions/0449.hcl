r = length()
