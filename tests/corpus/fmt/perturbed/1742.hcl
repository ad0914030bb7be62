r=boolstr
