r = tolist(toset(split(",", "")))
