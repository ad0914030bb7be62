a = ำ + x
