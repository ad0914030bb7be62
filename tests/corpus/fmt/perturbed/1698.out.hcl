r = strs == nofunc()
