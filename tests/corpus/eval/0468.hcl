r = obj[0]
