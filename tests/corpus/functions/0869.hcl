r = strrev("👍🏽x")
