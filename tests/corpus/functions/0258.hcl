r = format("%s", null)
