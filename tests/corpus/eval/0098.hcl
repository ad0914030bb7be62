r = length(["3.5", "b", "true"])
