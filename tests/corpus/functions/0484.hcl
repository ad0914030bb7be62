r = lookup({}, "a", null)
