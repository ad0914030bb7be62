r = regex("(a)(?P<n>b)", "ab")
