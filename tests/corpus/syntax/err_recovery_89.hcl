t""
path = ?(1 2)
