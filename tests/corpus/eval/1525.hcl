r = max(1, nullobj.b) % n
