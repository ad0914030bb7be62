r = [nums["a"], [length([]), 2, length(values(nmap))][2], zero][1]
