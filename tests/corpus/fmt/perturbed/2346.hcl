r =int("3.7")
