r = compact("a")
