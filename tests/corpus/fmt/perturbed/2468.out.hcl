r = strlen("hello")
