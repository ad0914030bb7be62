r = strlen(12)
