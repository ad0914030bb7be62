a = "hello world"
