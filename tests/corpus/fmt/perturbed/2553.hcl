r = regex("^*",  "aaa")
