r = regex("\\x{110000}", "aaa")
