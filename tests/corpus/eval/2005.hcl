r = tobool(boolstr) && true || false
