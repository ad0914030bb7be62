r = element(nofunc(), 7) + 0.1
