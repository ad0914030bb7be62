r = ceil("2.1")
