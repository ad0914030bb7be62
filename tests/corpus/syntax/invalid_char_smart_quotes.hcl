a = “hello”
