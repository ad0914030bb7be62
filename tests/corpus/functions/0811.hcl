r = slice([1, "a", true], 1, 3)
