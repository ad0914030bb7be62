a = "%{for v in xs"
