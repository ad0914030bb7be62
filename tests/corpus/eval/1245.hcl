r = "1" + "-3" + nullobj.b
