r = tostring("a")
