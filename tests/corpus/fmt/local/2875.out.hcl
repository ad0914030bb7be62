r = lookup({ a = null }, "ff", false)
