r = regex("", "abc")
