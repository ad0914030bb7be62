r = big
