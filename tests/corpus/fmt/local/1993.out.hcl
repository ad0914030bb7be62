r = fl || nul ? tomap({ a = 1, b = "2" }) : contains(values(smap), "  spaced  ")
