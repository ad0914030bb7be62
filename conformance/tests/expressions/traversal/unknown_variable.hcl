a = nope.x
