r = regex("{1}", "aaa")
