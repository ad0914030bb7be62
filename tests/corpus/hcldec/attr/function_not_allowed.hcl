req = upper("x")
