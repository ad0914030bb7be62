r = regex("x", "abc")
