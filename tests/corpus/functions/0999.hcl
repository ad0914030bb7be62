r = toset("hello")
