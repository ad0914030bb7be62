r = trim("a", null)
