r = contains(["x", "y"], obj.nope)
