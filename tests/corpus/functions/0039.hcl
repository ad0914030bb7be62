r = ceil(f)
