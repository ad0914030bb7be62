r = title("")
