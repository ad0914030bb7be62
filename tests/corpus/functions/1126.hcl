r = setunion(toset([null]), toset([null]))
