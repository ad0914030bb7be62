r = trimspace("hello")
