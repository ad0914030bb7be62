r = tobool({})
