r = element({ a = 1 }, 0)
