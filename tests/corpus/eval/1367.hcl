r = contains(tolist(toset(concat(tolist(toset(values(nmap))), range(0.5, 2)))), nums.2)
