r = obj[*][0]
