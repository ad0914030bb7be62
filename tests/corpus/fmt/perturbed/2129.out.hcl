r = [for i, x in [for x in [] : "<${x}>"] : "${x}!"]
