r = split("", replace(empty, "/[a-z]/", "L"))
