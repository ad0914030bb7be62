r = regex("(?<name>a)", "aaa")
