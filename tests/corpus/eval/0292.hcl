r = nullobj.b + pow(2, 2)
