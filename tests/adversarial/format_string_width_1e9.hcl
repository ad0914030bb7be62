x = format("%999999999s", "a")
