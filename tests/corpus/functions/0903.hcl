r = timeadd("bad", "1h")
