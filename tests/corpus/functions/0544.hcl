r = min(null)
