fn = triple(1)
