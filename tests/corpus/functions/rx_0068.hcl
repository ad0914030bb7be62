r = regex("$+", "aaa")
