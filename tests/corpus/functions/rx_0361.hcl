r = regex("(?P<n>a)|(?P<m>b)", "b")
