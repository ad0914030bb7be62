r=  regex("(?P<name>a)",    "aaa")
