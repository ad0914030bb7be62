r = tiny != 1000000 ? tolist(toset([1, 2, 3])) : null
