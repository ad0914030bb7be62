r =    min  ((0.5),nums.2   -  f,    nmap.x    + 12345678901234567890, abs(neg)) < pow("a",    2)
