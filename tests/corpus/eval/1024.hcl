r = timeadd("x", "1h")
