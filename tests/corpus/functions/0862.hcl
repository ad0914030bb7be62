r = strlen(s)
