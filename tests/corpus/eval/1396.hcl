r = tolist(toset([spaced, "b"]))
