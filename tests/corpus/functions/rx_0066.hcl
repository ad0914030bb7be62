r = regex("^*", "aaa")
