r = toset(strs)[*]
