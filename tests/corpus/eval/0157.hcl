r = nullobj.b
