r = indent(-1, "a\nb")
