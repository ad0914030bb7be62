r = [for k, v in obj : k]
