r= split(",", "")
