r = concat()
