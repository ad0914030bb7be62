r = parseint("0x10", 16)
