r = ceil("x")
