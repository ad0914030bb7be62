r = "abc" [0]
