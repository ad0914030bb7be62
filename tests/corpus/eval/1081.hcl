r = empty != "b" ? "\u00e9${10}" : element(["x", "y"], 1)
