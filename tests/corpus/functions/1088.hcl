r = upper(1.5)
