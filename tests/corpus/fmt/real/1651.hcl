input = "hello"
