r = strlen("é")
