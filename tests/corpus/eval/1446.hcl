r = -nul * 0 % 2
