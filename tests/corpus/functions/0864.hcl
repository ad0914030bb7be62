r = strlen("true")
