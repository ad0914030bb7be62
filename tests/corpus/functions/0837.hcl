r = split(",", "a,,b")
