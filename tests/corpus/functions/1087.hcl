r = upper(null)
