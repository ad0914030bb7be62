r =  flatten(nested)
