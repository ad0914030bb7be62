r = length([]) * 1.5 % 0.5
