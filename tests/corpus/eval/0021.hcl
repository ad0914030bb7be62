r = true || obj.nope.deeper
