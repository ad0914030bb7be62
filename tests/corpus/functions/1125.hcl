r = setunion(toset([null]), toset([{a = 1}]), toset([{b = 2}]))
