r = regexall("(?P<n>a)(?P<n>b)", "ab")
