r = can((t ? 1 : "x") + 1)
