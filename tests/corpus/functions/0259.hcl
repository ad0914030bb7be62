r = format("%v", null)
