r = [replace(s, "l")]
