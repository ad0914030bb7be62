r = split("%s", "üñí")
