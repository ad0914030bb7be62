a = [1, "two", true, null, 5.5]
