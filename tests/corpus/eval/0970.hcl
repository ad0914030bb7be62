r = "true"
