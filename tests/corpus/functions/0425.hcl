r = jsonencode(["a", "b"])
