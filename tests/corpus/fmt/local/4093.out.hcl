req = "x"
ls  = ["a", {}]
