r = upper([])
