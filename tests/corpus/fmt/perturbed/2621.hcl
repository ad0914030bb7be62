r    =    regex_replace("-ab-axxb-",    "a(?P<n>x*)b",    "$${n}W")
