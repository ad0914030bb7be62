r = (-nullobj.b)
