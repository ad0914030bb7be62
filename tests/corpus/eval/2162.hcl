r = tobool(boolstr) ? range(1, 10, 3) : title(smap.a)
