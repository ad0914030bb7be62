r = setunion(toset([[1]]), toset([null]), toset(["x"]))
