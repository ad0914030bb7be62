r = tobool(t)
