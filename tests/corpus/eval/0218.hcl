r = mixed[*]
