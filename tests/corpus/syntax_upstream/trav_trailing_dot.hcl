a = x.
