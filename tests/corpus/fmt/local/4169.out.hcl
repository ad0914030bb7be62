first  = [1]
second = "z"
