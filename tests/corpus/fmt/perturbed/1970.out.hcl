r = tolist(concat(tolist(toset(objs[*].name)), split(",", "b")))
