r = big + zero
