a = [for x in xs : x, y]
b = {for k, v in m : k => v, extra}
c = [for 1 in xs : 1]
