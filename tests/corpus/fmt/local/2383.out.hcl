r = "a\n ${~s}"
