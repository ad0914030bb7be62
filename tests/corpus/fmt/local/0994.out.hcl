r = try({ a = 1 }.b, tiny + obj.ports[1] % 0.5)
