r = distinct("a")
