r = obj[*]
