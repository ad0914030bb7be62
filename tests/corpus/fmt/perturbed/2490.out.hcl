r = tobool([1, 2, 3])
