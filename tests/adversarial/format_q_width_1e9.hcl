x = format("%999999999q", "a")
