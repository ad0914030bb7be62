svc { name = "x" } port = 1
