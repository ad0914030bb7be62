r = contains("abc",    "a")
