r=regex("(?!a)",    "aaa")
