r = can(deep.a.b.x)
