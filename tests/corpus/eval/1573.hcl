r = trimspace("hello world")
