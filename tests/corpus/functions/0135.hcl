r = concat(toset([1]), [2])
