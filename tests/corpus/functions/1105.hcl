r = values({a = null})
