req = "x"
ls = ["a", {}]
