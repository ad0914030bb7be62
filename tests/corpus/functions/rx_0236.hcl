r = regex("(?i-s:a)", "aaa")
