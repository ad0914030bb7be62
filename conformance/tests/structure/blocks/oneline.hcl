svc { name = "x" }
