r = [for x in obj.port[*] : x + n if x > 2]
