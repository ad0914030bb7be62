r = regex("(\\d+)", s)
