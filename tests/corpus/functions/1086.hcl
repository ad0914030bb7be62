r = upper("")
