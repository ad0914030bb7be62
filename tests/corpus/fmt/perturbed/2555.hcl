r    =regex("a{1001}",  "aaa")
