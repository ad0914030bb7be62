r = setunion(toset([null]), toset([[1]]))
