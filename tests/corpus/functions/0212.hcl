r = element(mixed, 1)
