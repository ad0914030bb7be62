r = regex("\\08", "aaa")
