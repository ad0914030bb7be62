r = ["true", s[0], ""]
