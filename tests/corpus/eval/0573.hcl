r = deep.a
