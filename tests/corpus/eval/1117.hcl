r = can(element(strs, "x")) && contains(nested[0], 1.5) ? int(obj.port) + n - 42 : [big, 2.5e-3, 7][0] / n
