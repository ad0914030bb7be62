r = nofunc()
