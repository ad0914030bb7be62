r = regex("(?P<n>a)(?P<n>b)", "ab")
