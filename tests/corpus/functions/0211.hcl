r = element([], -1)
