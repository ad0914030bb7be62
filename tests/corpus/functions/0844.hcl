r = split("true", "hello")
