r = strlen("Hello World")
