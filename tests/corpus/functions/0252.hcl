r = format("%%")
