r    = strrev("👍🏽x")
