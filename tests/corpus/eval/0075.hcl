r = !(t && can(nofunc(1))) && contains(range(3), words[1])
