r = compact(keys({ a : 1000000 % f, k1 = strlen(words) }))
