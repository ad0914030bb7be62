r = strlen(null)
