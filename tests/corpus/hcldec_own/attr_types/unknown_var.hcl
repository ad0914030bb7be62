req = nope
