r = setunion(toset([null]), toset([]), toset([[[1]]]))
