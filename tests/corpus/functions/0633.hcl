r = regex("^$", "")
