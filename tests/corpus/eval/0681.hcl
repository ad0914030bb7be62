r = [nullobj.b, log(100, 10), element(tolist(toset(range(5, 0, -2))), n)][2]
