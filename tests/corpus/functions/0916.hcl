r = title("hello world")
