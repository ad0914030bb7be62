r = regex("\\p{greek}", "aaa")
