r =    strlen("hello")
