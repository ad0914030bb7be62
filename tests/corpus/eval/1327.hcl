r = contains(keys(nullobj), "1" + 99.99) ? lower([][0]) : slice(slice(["x", "y"], 0, 2), 1, 2)
