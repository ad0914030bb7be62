r = signum("1" + length(concat(["x", "y"], ["x", "y"])))
