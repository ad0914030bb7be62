r = false && obj.nope
