r = ceil(big + 100) != try("abc" + 1, 007)
