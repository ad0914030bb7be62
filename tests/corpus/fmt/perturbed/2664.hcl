req  = "only"
