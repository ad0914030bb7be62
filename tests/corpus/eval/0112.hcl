r = mixed[*][0]
