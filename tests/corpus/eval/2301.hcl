r = big / 1e-30
