r = "a ${unknown_var} b"
