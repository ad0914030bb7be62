req = "only"
