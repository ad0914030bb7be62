input = "hello world"
