r = jsonencode("hello")
