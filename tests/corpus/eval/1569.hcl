r = tobool(null)
