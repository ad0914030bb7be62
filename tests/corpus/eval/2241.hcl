r = "abc"[0]
