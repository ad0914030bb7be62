r = slice(keys(false ? { a = 1 } : nmap), 0, 1)
