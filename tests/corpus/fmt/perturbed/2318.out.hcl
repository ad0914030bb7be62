r = format("%t", true)
