r = [1, "a", [true], { b = null }]
