a = { k = 1, k2 = v }
