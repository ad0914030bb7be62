r = tobool(true)
