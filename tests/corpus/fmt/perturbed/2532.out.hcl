r = values({ a = null })
