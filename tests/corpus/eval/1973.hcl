r = max(obj["nope"], 007, 12345678901234567890) != [12345678901234567890, 0.5, n][0] ? concat(range(0.5, 2), tolist(toset(values(nmap)))) : can(strs[5])
