r = deep.a.b.x
