r = upper("true")
