a = [x, { k = y, (z) = w }]
