r = regexall("(a)(?P<n>b)", "ab")
