r = [for x in concat(["x", "y"], objs[*].name) : "<${x}>"]
