r = regex_replace("aaa", "(?P<n>a)(?P<n>b)", "x")
