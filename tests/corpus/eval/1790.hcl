r = length([]) % 3
