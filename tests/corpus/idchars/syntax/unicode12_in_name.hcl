a = xຆy
c = 1
