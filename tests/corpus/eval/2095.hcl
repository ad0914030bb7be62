r = keys(deep.a)[0]
