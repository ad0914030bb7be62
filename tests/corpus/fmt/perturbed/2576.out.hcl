r = regex("\\x{41}", "aaa")
