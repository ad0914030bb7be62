a = x.1a
