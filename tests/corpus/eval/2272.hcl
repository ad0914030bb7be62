r = upper()
