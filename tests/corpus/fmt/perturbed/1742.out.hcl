r = boolstr
