r = regex_replace("ab", "(?P<n>a)|(?P<n>b)", "[$n]")
