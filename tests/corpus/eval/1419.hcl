r = concat([10 % 7 % 2], [])
