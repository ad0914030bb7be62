r = parseint("777", 36)
