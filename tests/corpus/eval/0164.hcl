r = flatten(nested)
