r=  jsonencode(["a", "b"])
