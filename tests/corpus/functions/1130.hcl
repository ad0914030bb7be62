r = setsubtract(toset([null]), toset([tomap({a = 1})]))
