r = trim(null, "1e3")
