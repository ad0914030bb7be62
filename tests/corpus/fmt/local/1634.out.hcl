r = { null = max(min(obj.ports[1]), parseint("-101", 36)), b = can("a ${unknown_var} b") ? nums == [] : objs[0].name == "a", b : int(-0.5) }
