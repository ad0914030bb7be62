r = flatten([toset([1]), [2]])
