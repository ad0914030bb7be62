r = t ? 1 : nofunc()
