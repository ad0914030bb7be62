r = format("%s", true)
