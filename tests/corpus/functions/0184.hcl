r = distinct(toset([1]))
