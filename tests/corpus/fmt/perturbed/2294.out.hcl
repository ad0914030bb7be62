r = contains("abc", "a")
