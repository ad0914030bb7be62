r = obj.nope
