r = tolist(toset(objs.*.tags))
