r = compact([1, ""])
