r = values({})
