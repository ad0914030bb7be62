r = contains([], nullobj.b)
