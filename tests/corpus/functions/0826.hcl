r = sort("a")
