r = regex("\\_", "aaa")
