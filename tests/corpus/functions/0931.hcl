r = tobool(1)
