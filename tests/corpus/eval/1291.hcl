r = deep.a == null
