r = regex(null, "a")
