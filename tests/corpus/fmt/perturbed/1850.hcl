r  = toset(strs)[*] [0]
