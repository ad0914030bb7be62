r = max(1, null)
