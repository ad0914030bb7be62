r = trimprefix({ a = 1 })
