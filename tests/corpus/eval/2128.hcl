r = can(strs[0] * 2 % 7)
