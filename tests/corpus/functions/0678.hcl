r = replace("hello", "/l/", "${1}")
