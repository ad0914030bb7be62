r = contains(mixed, [1, 2, 3])
