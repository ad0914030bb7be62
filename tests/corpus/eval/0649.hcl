r = nofunc(1)
