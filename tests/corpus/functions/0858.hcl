r = strlen()
