r = min(-nullobj.b % 7, 1000000)
