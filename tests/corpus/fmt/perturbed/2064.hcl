r    =    "-3" + (nullobj.b)
