a = "abc" [0]
