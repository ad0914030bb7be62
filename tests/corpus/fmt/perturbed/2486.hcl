r    = title("a-b c_d")
