r=    regex("[\\z]",  "aaa")
