r = substr("éa", 0, 1)
