req = "x"
mn  = { a = "z" }
