r = upper("ǆ")
