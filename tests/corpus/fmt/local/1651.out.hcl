r = { null = tobool(boolstr), null = null }
