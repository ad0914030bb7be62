r = setsymmetricdifference(toset([null]), toset([[]]), toset([{}]))
