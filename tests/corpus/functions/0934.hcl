r = tobool([])
