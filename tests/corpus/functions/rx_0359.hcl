r = regex_replace("ab", "(a)(?P<n>b)", "$n$1")
